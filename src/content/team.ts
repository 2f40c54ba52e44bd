import bar from '../assets/art/about/team-bar.svg';
import event from '../assets/art/about/team-event.svg';
import service from '../assets/art/about/team-service.svg';
import { type TeamMember, teamMember } from './schemas';

export const team: readonly TeamMember[] = [
  {
    id: 'service',
    name: 'Lena',
    role: 'Service',
    text: 'Kennt jeden Stammgast beim Namen und hat immer einen Tipp, welches Bier heute passt.',
    image: { src: service, alt: 'Illustration von Lena aus dem Service mit grüner Schürze' },
  },
  {
    id: 'bar',
    name: 'Jonas',
    role: 'Bar',
    text: 'Zapft das perfekte Pint in zwei Etappen und mixt nebenbei den besten Spritz der Stadt.',
    image: { src: bar, alt: 'Illustration von Jonas hinter der Bar mit roter Schürze' },
  },
  {
    id: 'event',
    name: 'Miriam',
    role: 'Event',
    text: 'Plant Quizabende, Karaoke und eure Feiern im Partykeller – vom ersten Anruf bis zum letzten Lied.',
    image: { src: event, alt: 'Illustration von Miriam, zuständig für Events, im roten Pullover' },
  },
].map((m) => teamMember.parse(m));
