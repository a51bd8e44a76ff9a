// Entry of the PDF worker threads (pdf-threads.ts). The engine is TypeScript run by tsx; a worker
// thread starts without the parent's module hooks, so it registers tsx before loading its tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./pdf-tasks.ts');

export default tasks.default;
