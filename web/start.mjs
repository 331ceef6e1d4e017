// Starts Python as soon as the page's head is read (index.html loads this module async:
// it waits neither for the parser nor for the stylesheets), while PyScript itself loads
// (its core, its plugins, its config): when PyScript asks its "interpreter"
// (web/pyodide_loader.mjs) for Pyodide, it gets this one, started or on its way.
import { prestart } from "./pyodide_loader.mjs";

prestart().catch(() => {});  // PyScript reports a failed start when it asks for Python
