import { render } from 'preact';
import '../../components/ui/theme.css';
import '../../components/ui/base.css';
import '../../components/history/history.css';
import '../../components/popup/recent.css';
import './style.css';
import { App } from './App';

// Taken when this module runs, after its imports: the start of the popup's own work.
const scriptStartMs = performance.now();
render(<App scriptStartMs={scriptStartMs} />, document.getElementById('app')!);
