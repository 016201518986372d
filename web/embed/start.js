// The embedded game's start (embed.html): the configuration from the address,
// storage keys and a session lock of its own, then the app (main.js) and the
// link to the host page.

import * as storage from "../storage.js";
import { useLockName } from "../tab-lock.js";
import { readConfig } from "./config.js";
import { connectHost, newDealAsked } from "./host.js";

/** @import { Handle } from "./host.js" */

const config = readConfig(location.search);
// Per configuration, so that each embedded game has its own session and none
// touches the installed app's.
const namespace = `stichfest.embed:${config.key}`;
storage.useNamespace(namespace);
useLockName(namespace);
// The address decides the game on every start; the person's own choices
// (large cards, how tricks clear) stay as stored.
storage.storeSettings({ ...storage.readSettings().settings, ...config.settings });
if (newDealAsked(config.key)) storage.clearSave();

await import("../main.js");
connectHost(config, /** @type {Handle} */ (/** @type {Window & {stichfest?: Handle}} */ (window).stichfest));
