// Lets a script run with tsx import a file's text as Vite does (`import text from './questions.txt?raw'`):
// the coach's classifier reads its tuning questions that way, and the demo seed asks the coach (`npm run
// seed`, `npm run screenshots`). Use as `tsx --import ./scripts/raw-imports.mjs <script>`.
import { register } from 'node:module';

register('./raw-import-hooks.mjs', import.meta.url);
