// Loaded on first use only: the ALTCHA web component, its German texts, its stylesheet and the
// PBKDF2 worker as a file of its own (the `external` build, so the site's CSP needs no inline
// styles or blob scripts beyond `worker-src 'self'`).
import 'altcha/external';
import 'altcha/i18n/de';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';

$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
