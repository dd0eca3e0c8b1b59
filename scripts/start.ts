// `npm start`: build the web app if needed, then run the server in this same process, so that
// signals from npm or a process manager reach the server directly.
import './build-if-needed.mjs';
import '../apps/server/src/main.ts';
