import { describe, expect, it } from 'vitest';
import { buildCityIndex, findCityNamed, searchCities } from './city-index';
import { foldName } from './fold-name';

function town(name: string, population: number, featureCode = 'PPL') {
  return {
    name,
    country: 'FR',
    featureCode,
    adminCode: '11',
    population,
    loc: { coordinates: [2, 48] as [number, number] },
  };
}

const index = buildCityIndex([
  town('Paris', 2_000_000),
  town('Parisot', 1_200),
  town('Pârisville', 5_000),
  town('Lyon', 500_000),
  town('Paris 18e Arrondissement', 200_000, 'PPLX'),
  town('Paris', 3_000),
]);

describe('the town index', () => {
  it('finds towns by the start of their name, accents and case aside, the most populous first', () => {
    expect(searchCities(index, 'PARIS', 8).map((city) => [city.name, city.population])).toEqual([
      ['Paris', 2_000_000],
      ['Pârisville', 5_000],
      ['Paris', 3_000],
      ['Parisot', 1_200],
    ]);
  });

  it('keeps only as many as asked, the largest', () => {
    expect(searchCities(index, 'par', 2).map((city) => city.population)).toEqual([2_000_000, 5_000]);
  });

  it('leaves out districts of a city', () => {
    expect(searchCities(index, 'paris 18', 8)).toEqual([]);
  });

  it('finds nothing for a blank query', () => {
    expect(searchCities(index, '  ', 8)).toEqual([]);
  });

  it('finds the most populous town of a name', () => {
    expect(findCityNamed(index, 'paris')?.population).toBe(2_000_000);
    expect(findCityNamed(index, 'Pari')).toBeUndefined();
  });
});

describe('foldName', () => {
  it.each([
    ['Zürich', 'zurich'],
    ['São  Paulo', 'sao paulo'],
    ['Łódź', 'lodz'],
    ['Straße', 'strasse'],
    ['Ærøskøbing', 'aeroskobing'],
  ])('folds %s to %s', (name, folded) => {
    expect(foldName(name)).toBe(folded);
  });
});
