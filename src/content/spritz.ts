import s1 from '../assets/art/irish/spritz-1.svg';
import s2 from '../assets/art/irish/spritz-2.svg';
import s3 from '../assets/art/irish/spritz-3.svg';
import s4 from '../assets/art/irish/spritz-4.svg';
import s5 from '../assets/art/irish/spritz-5.svg';
import { type SpritzDrink, spritzDrink } from './schemas';

/** 'Der Sommer ist Spritzig': five spritz drinks of the Irish pub. */
export const spritzDrinks: readonly SpritzDrink[] = [
  {
    name: 'Aperol Spritz',
    description: 'Der Klassiker mit Orange',
    image: { src: s1, alt: 'Orangefarbener Aperol Spritz mit Eis und Orangenscheibe' },
  },
  {
    name: 'Hugo',
    description: 'Holunderblüte, Minze, Limette',
    image: { src: s2, alt: 'Hellgrüner Hugo mit Minzblättern und Limettenscheibe' },
  },
  {
    name: 'Limoncello Spritz',
    description: 'Sonnig und zitronig',
    image: { src: s3, alt: 'Gelber Limoncello Spritz mit Zitronenscheibe' },
  },
  {
    name: 'Campari Spritz',
    description: 'Herb und leuchtend rot',
    image: { src: s4, alt: 'Roter Campari Spritz mit Eis und Orangenscheibe' },
  },
  {
    name: 'Lillet Wild Berry',
    description: 'Beerig mit einem Hauch Minze',
    image: { src: s5, alt: 'Rosafarbener Lillet Wild Berry mit Beeren und Minze' },
  },
].map((d) => spritzDrink.parse(d));
