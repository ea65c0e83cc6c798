import type { English } from '../../i18n/localized.js';
import type { AboutTexts } from '../id/about.js';

export const aboutEnglish: English<AboutTexts> = {
  origins: 'Our Origins',
  originsText: (site) =>
    `${site} was born in Bandar Lampung in 1996, out of a group of young people who believed the city deserved a stage of its own. Starting with rehearsals in a borrowed classroom, the group grew into one of the most consistently productive theatre companies in Sumatra.`,
  belief:
    'We believe in one stage for everyone. Here actors, writers, composers, lighting designers and audiences meet as one family that looks after the performing arts together.',
  vision: 'Vision',
  visionText:
    'To be a home for theatre from Lampung that brings forth work of quality, rooted in its own culture and speaking to audiences wherever they are.',
  mission: 'Mission',
  missions: [
    'To stage honest theatre, close to the lives of the people of Lampung.',
    'To train young actors, writers and stage crew through coaching classes open to everyone.',
    'To bring Indonesian plays, classic and new, to life and to share them with readers.',
    'To take performances to schools, villages and public spaces that the stage rarely reaches.',
    'To work with artists across disciplines, schools and communities.',
  ],
  history: 'Our Journey',
  ourPrograms: 'Our Programmes',
  timeline: [
    {
      period: '1996',
      title: 'Born in a classroom',
      text: 'A group of students and young teachers in Bandar Lampung began rehearsing together every Saturday night in a borrowed classroom. Their first production, an adaptation of a folk play, was seen by fewer than a hundred people.',
    },
    {
      period: '1996-2000',
      title: 'Finding a form',
      text: 'The group staged Indonesian realist plays and began writing its own. Movement and voice training became routine, and the first members began teaching theatre in schools.',
    },
    {
      period: '2000-2003',
      title: 'A touring stage',
      text: 'With a stage we could put up and take down, we toured the districts of Lampung. Playing in village halls and open fields taught us that theatre has to go to its audience.',
    },
    {
      period: '2003-2007',
      title: 'Festivals and recognition',
      text: 'Our productions appeared at Sumatran and national theatre festivals. Plays written by members won awards, and weekly acting classes for school students officially began.',
    },
    {
      period: '2008-2011',
      title: 'A home for a new generation',
      text: 'The group rented a permanent studio for rehearsals, a script library and a props store. A second generation of actors, designers and writers grew out of the coaching classes.',
    },
    {
      period: '2012-now',
      title: 'Making and sharing',
      text: 'We hold an annual production, the Theatre Goes to School programme and a monologue festival, and collaborate with dance, music and visual artists. Our recordings and scripts are now open to audiences through this site.',
    },
  ],
};
