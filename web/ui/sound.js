// The table's sounds, made on the spot with Web Audio (no sound files): a
// soft brush for a card dealt, a snap for a card played, a longer sweep for
// a trick gathered. Off unless the person turns them on; the audio context
// starts with the first sound, so a person who never wants them never has one.

/** @typedef {import("./motion.js").Cue} Cue */

/** @type {AudioContext | null} */
let context = null;
/** @type {AudioBuffer | null} */
let noise = null;

function audio() {
  if (!context) {
    context = new AudioContext();
    noise = context.createBuffer(1, Math.ceil(context.sampleRate * 0.4), context.sampleRate);
    const samples = noise.getChannelData(0);
    for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  }
  if (context.state === "suspended") context.resume();
  return context;
}

/**
 * Band-passed noise whose pitch slides from `from` to `to` Hz and fades out.
 * @param {AudioContext} ctx
 * @param {number} at  seconds on the context's clock
 * @param {{seconds: number, from: number, to: number, level: number}} shape
 */
function brush(ctx, at, { seconds, from, to, level }) {
  const source = ctx.createBufferSource();
  source.buffer = noise;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.Q.value = 1.2;
  filter.frequency.setValueAtTime(from, at);
  filter.frequency.exponentialRampToValueAtTime(to, at + seconds);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(level, at + 0.008);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + seconds);
  source.connect(filter).connect(gain).connect(ctx.destination);
  source.start(at);
  source.stop(at + seconds + 0.02);
}

/**
 * A short low knock under the snap of a card laid down.
 * @param {AudioContext} ctx
 * @param {number} at
 */
function knock(ctx, at) {
  const tone = ctx.createOscillator();
  tone.type = "triangle";
  tone.frequency.setValueAtTime(190, at);
  tone.frequency.exponentialRampToValueAtTime(90, at + 0.07);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(0.25, at);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.08);
  tone.connect(gain).connect(ctx.destination);
  tone.start(at);
  tone.stop(at + 0.1);
}

/** @type {Record<Cue, (ctx: AudioContext, at: number) => void>} */
const CUES = {
  deal: (ctx, at) => brush(ctx, at, { seconds: 0.07, from: 5000, to: 2200, level: 0.18 }),
  play: (ctx, at) => {
    brush(ctx, at, { seconds: 0.06, from: 3000, to: 900, level: 0.3 });
    knock(ctx, at);
  },
  gather: (ctx, at) => brush(ctx, at, { seconds: 0.22, from: 1600, to: 350, level: 0.22 }),
};

/**
 * @param {Cue} cue
 * @param {number} delaySeconds
 */
export function playCue(cue, delaySeconds) {
  const ctx = audio();
  CUES[cue](ctx, ctx.currentTime + delaySeconds);
}
