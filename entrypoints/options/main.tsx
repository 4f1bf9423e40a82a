import { render } from 'preact';

render(<main>options</main>, document.getElementById('app')!);
