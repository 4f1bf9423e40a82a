import { render } from 'preact';
import '../../components/ui/theme.css';
import '../../components/ui/base.css';
import '../../components/workspace/workspace.css';
import { App } from './App';

render(<App />, document.getElementById('app')!);
