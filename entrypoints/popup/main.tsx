import { render } from 'preact';

render(<main>popup</main>, document.getElementById('app')!);
