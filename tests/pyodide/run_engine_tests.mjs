// Run the engine's pytest suite inside Pyodide under Node.
//   node run_engine_tests.mjs PYODIDE_DIR REPO_DIR WHEEL_DIR DEALS TEST_PATH...
// Exits with pytest's exit code; any failure to boot exits non-zero.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, repoDir, wheelDir, deals, ...testPaths] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + path.sep });

const sitePackages = pyodide.runPython("import site; site.getsitepackages()[0]");
for (const name of fs.readdirSync(wheelDir).filter((n) => n.endsWith(".whl"))) {
  const wheel = new Uint8Array(fs.readFileSync(path.join(wheelDir, name)));
  pyodide.unpackArchive(wheel, "wheel", { extractDir: sitePackages });
}
pyodide.FS.mkdirTree("/repo");
pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: repoDir }, "/repo");
pyodide.globals.set("deals", deals);
pyodide.globals.set("test_paths", pyodide.toPy(testPaths));

const code = await pyodide.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True
os.environ["STICHFEST_DEALS"] = deals
os.chdir("/repo")
sys.path.insert(0, "/repo")
print("python", sys.version.split()[0], sys.platform)
import pytest
int(pytest.main(["-q", "-p", "no:cacheprovider", *test_paths]))
`);
process.exit(code);
