import achalmBottle from '../assets/art/sponsors/achalm-bottle.svg';
import achalmLogo from '../assets/art/sponsors/achalm-logo.svg';
import albquelleBottle from '../assets/art/sponsors/albquelle-bottle.svg';
import albquelleLogo from '../assets/art/sponsors/albquelle-logo.svg';
import echazBottle from '../assets/art/sponsors/echaz-bottle.svg';
import echazLogo from '../assets/art/sponsors/echaz-logo.svg';
import neckarhaldeBottle from '../assets/art/sponsors/neckarhalde-bottle.svg';
import neckarhaldeLogo from '../assets/art/sponsors/neckarhalde-logo.svg';
import shannonBottle from '../assets/art/sponsors/shannon-bottle.svg';
import shannonLogo from '../assets/art/sponsors/shannon-logo.svg';
import { type Sponsor, sponsor } from './schemas';

/** Our five partners (5-partner carousels on the Rappen and the Irish page). */
export const sponsors: readonly Sponsor[] = [
  {
    id: 'achalm',
    name: 'Achalm Bräu',
    color: '#a0521a',
    logo: { src: achalmLogo, alt: 'Logo der Brauerei Achalm Bräu' },
    bottle: { src: achalmBottle, alt: 'Braune Bierflasche von Achalm Bräu' },
    description: 'Die Hausbrauerei vom Fuß der Achalm liefert unser Helles und das saisonale Märzen – frisch vom Fass.',
  },
  {
    id: 'echaz',
    name: 'Echaz Brand',
    color: '#8e2a1c',
    logo: { src: echazLogo, alt: 'Logo der Obstbrennerei Echaz Brand' },
    bottle: { src: echazBottle, alt: 'Klare Schnapsflasche mit rotem Etikett von Echaz Brand' },
    description: 'Obstbrände aus Streuobst der Schwäbischen Alb – die Grundlage unserer Schnaps-Schulung.',
  },
  {
    id: 'neckarhalde',
    name: 'Weingut Neckarhalde',
    color: '#5a1020',
    logo: { src: neckarhaldeLogo, alt: 'Logo des Weinguts Neckarhalde' },
    bottle: { src: neckarhaldeBottle, alt: 'Dunkelgrüne Weinflasche mit weinrotem Etikett vom Weingut Neckarhalde' },
    description: 'Trollinger, Lemberger und Riesling vom Neckar – die sechs Weine unserer Wein-Akademie.',
  },
  {
    id: 'albquelle',
    name: 'Albquelle',
    color: '#2e6f8a',
    logo: { src: albquelleLogo, alt: 'Logo der Limonadenmanufaktur Albquelle' },
    bottle: { src: albquelleBottle, alt: 'Hellblaue Limonadenflasche von Albquelle' },
    description: 'Limonaden und Schorlen aus Quellwasser der Alb – für alle, die heute fahren.',
  },
  {
    id: 'shannon',
    name: 'Shannon Cider',
    color: '#2e7d4f',
    logo: { src: shannonLogo, alt: 'Logo von Shannon Cider' },
    bottle: { src: shannonBottle, alt: 'Goldene Ciderflasche mit grünem Etikett von Shannon Cider' },
    description: 'Irischer Craft Cider aus dem Shannon-Tal – spritzig, trocken und perfekt zum Quiz.',
  },
].map((s) => sponsor.parse(s));
