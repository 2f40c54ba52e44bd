import { createRoot, type Root } from 'react-dom/client';
import HireForm from './HireForm';

const roots = new WeakMap<HTMLElement, Root>();

/**
 * Shows the inquiry form in `element` (docs/hire.md#the-guests-form), with `venue`'s first space
 * chosen. The rentals page loads this module only when a guest opens the form, so the page ships
 * no framework until then.
 */
export function mountHireForm(element: HTMLElement, venue?: 'rappen' | 'irish') {
  const root = roots.get(element) ?? createRoot(element);
  roots.set(element, root);
  root.render(<HireForm {...(venue && { initialVenue: venue })} />);
}
