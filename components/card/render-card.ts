import { h, render } from 'preact';
import type { CardRenderer } from '../../lib/content/card-ui';
import { Card } from './Card';

/** Draws the hover card into the content script's shadow root; the entrypoint hands it over. */
export const renderCard: CardRenderer = (into, props) => {
  render(h(Card, props), into);
  return () => render(null, into);
};
