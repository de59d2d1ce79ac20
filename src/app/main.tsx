/** Entry point: mounts the playground. */
import { render } from 'solid-js/web';

const root = document.getElementById('root');
if (root === null) throw new Error('asklab: #root is missing from index.html');
render(() => <main data-testid="app-shell"><h1>asklab</h1></main>, root);
