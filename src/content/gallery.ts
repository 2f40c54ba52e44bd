import g01 from '../assets/art/rappen/gallery-01.svg';
import g02 from '../assets/art/rappen/gallery-02.svg';
import g03 from '../assets/art/rappen/gallery-03.svg';
import g04 from '../assets/art/rappen/gallery-04.svg';
import g05 from '../assets/art/rappen/gallery-05.svg';
import g06 from '../assets/art/rappen/gallery-06.svg';
import g07 from '../assets/art/rappen/gallery-07.svg';
import g08 from '../assets/art/rappen/gallery-08.svg';
import g09 from '../assets/art/rappen/gallery-09.svg';
import g10 from '../assets/art/rappen/gallery-10.svg';
import { type ContentImage, image } from './schemas';

/** The Rappen's 10-image gallery. */
export const rappenGallery: readonly ContentImage[] = [
  { src: g01, alt: 'Der Rappen am Abend: rote Fassade mit beleuchteten Fenstern und Markise' },
  { src: g02, alt: 'Lange Theke mit fünf Zapfhähnen und gut gefülltem Flaschenregal' },
  { src: g03, alt: 'Helles, Weizen und eine Brezel auf einem Holztisch am Fenster' },
  { src: g04, alt: 'Fans jubeln vor der großen Leinwand beim Fußball' },
  { src: g05, alt: 'Fünf Biere von hell bis dunkel in einer Reihe – Bier-Akademie' },
  { src: g06, alt: 'Schnapsgläser und eine Flasche Obstler zur Schnaps-Schulung' },
  { src: g07, alt: 'Sechs Weingläser von Weiß bis Rot zur Wein-Akademie' },
  { src: g08, alt: 'Gedeckte Tische im Backsteingewölbe des Partykellers' },
  { src: g09, alt: 'Biergarten bei Nacht mit Lichterketten und Bierbänken' },
  { src: g10, alt: 'Kerzenlicht und Rotwein auf einem Tisch am Fenster' },
].map((i) => image.parse(i));
