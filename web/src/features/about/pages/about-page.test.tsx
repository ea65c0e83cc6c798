import '../../../test/dom';
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { aboutMessages } from '@teater/contract';
import { screen } from '@testing-library/react';
import { renderPage } from '../../../test/render-page';
import AboutPage from './about-page';

test('each part of the about page is a region named by its heading', () => {
  renderPage(<AboutPage />, '/about');
  for (const title of [aboutMessages.origins, aboutMessages.vision, aboutMessages.mission, aboutMessages.history]) {
    const region = screen.getByRole('region', { name: title });
    assert.equal(region.querySelector('h2')?.textContent, title);
  }
  assert.equal(
    screen.getByRole('region', { name: aboutMessages.mission }).querySelectorAll('li').length,
    aboutMessages.missions.length,
  );
});
