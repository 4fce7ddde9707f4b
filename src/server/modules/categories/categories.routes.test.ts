import { describe, expect, it } from 'vitest';

import type { Category } from '#contract/schemas/category.ts';
import { locations, tickets } from '#server/db/schema.ts';
import { fileTestContext } from '#tests/helpers/test-context.ts';

// expect.any() is typed any; matchers are compared as unknown.
const anyString: unknown = expect.any(String);
const { ctx } = fileTestContext({ deps: { modules: ['categories'] } });

async function listCategories(): Promise<Category[]> {
  const response = await ctx.admin.request({ method: 'GET', url: '/api/categories' });
  expect(response.statusCode).toBe(200);
  return response.json<Category[]>();
}

function postCategory(name: string, description = `${name} equipment`) {
  return ctx.admin.request({
    method: 'POST',
    url: '/api/categories',
    payload: { name, description },
  });
}

async function deleteCategory(id: string) {
  const response = await ctx.admin.request({ method: 'DELETE', url: `/api/categories/${id}` });
  expect(response.statusCode).toBe(200);
}

const SEEDED = [
  'Electrical',
  'Freezer',
  'Fryer',
  'Grill',
  'HVAC',
  'Ice Machine',
  'Other',
  'Plumbing',
];

/** Removes every category but the eight seeded ones, so each test starts from the seed. */
async function backToSeed() {
  for (const category of await listCategories()) {
    if (!SEEDED.includes(category.name)) await deleteCategory(category.id);
  }
}

async function fileTicket(categoryId: string) {
  const [location] = await ctx.database.db.select().from(locations).limit(1);
  await ctx.database.db.insert(tickets).values({
    title: 'Ice machine leaking',
    description: 'Water on the floor',
    locationId: location!.id,
    categoryId,
  });
}

describe('GET /api/categories', () => {
  it('lists the eight seeded categories by name to every signed-in role', async () => {
    for (const actor of [ctx.admin, ctx.manager, ctx.technician]) {
      const response = await actor.request({ method: 'GET', url: '/api/categories' });
      expect(response.statusCode).toBe(200);
      expect(response.json<Category[]>().map((category) => category.name)).toEqual(SEEDED);
    }
    expect((await listCategories()).find((category) => category.name === 'Fryer')).toEqual({
      id: anyString,
      name: 'Fryer',
      description: 'Deep fryers, oil filtration and fryer controls',
    });
  });

  it('is refused without a session', async () => {
    expect((await ctx.anonymous({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
  });
});

describe('POST /api/categories', () => {
  it('adds a category with a trimmed name and description', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/categories',
      payload: { name: ' Beverage ', description: ' Soda fountains and coffee makers ' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: anyString,
      name: 'Beverage',
      description: 'Soda fountains and coffee makers',
    });
    expect((await listCategories()).map((category) => category.name)).toContain('Beverage');
    await backToSeed();
  });

  it('requires a name and a description and writes nothing without them', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/api/categories',
      payload: { name: 'Lonely', description: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Description is required',
    });
    expect(await listCategories()).toHaveLength(8);
  });

  it('refuses a name that exists in any letter case with 409', async () => {
    const response = await postCategory('fryer');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'DUPLICATE_NAME',
      error: 'A category named "fryer" already exists',
    });
    expect(await listCategories()).toHaveLength(8);
  });

  it('allows ten categories and refuses the eleventh with 409 "Maximum limit of 10 categories reached"', async () => {
    expect((await postCategory('Ninth')).statusCode).toBe(201);
    expect((await postCategory('Tenth')).statusCode).toBe(201);
    const eleventh = await postCategory('Eleventh');
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json()).toEqual({
      code: 'CATEGORY_LIMIT_REACHED',
      error: 'Maximum limit of 10 categories reached',
    });
    expect(await listCategories()).toHaveLength(10);
    await backToSeed();
  });

  it('keeps the limit when several adds race for the last two places', async () => {
    const responses = await Promise.all(
      ['Race A', 'Race B', 'Race C', 'Race D', 'Race E'].map((name) => postCategory(name)),
    );
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes).toEqual([201, 201, 409, 409, 409]);
    expect(await listCategories()).toHaveLength(10);
    await backToSeed();
  });

  it('is refused to managers and technicians and writes nothing', async () => {
    for (const actor of [ctx.manager, ctx.technician]) {
      const response = await actor.request({
        method: 'POST',
        url: '/api/categories',
        payload: { name: 'Sneaky', description: 'Not allowed' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    expect(await listCategories()).toHaveLength(8);
  });
});

describe('PUT /api/categories/:id', () => {
  it('changes the name and description', async () => {
    const created = (await postCategory('Draft')).json<Category>();
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/categories/${created.id}`,
      payload: { name: 'Dish Machine', description: 'Dish and glass washers' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: created.id,
      name: 'Dish Machine',
      description: 'Dish and glass washers',
    });
    await backToSeed();
  });

  it("refuses another category's name with 409 and changes nothing", async () => {
    const created = (await postCategory('Keeper')).json<Category>();
    const response = await ctx.admin.request({
      method: 'PUT',
      url: `/api/categories/${created.id}`,
      payload: { name: 'GRILL', description: 'x' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'DUPLICATE_NAME' });
    expect((await listCategories()).find((category) => category.id === created.id)).toEqual(
      created,
    );
    await backToSeed();
  });

  it('answers 404 for an unknown category and 403 to a technician', async () => {
    const payload = { name: 'Ghost', description: 'Nothing' };
    const unknown = await ctx.admin.request({
      method: 'PUT',
      url: '/api/categories/00000000-0000-4000-8000-000000000000',
      payload,
    });
    expect(unknown.statusCode).toBe(404);
    const [fryer] = await listCategories();
    const technician = await ctx.technician.request({
      method: 'PUT',
      url: `/api/categories/${fryer!.id}`,
      payload,
    });
    expect(technician.statusCode).toBe(403);
    expect((await listCategories())[0]).toEqual(fryer);
  });
});

describe('DELETE /api/categories/:id', () => {
  it('deletes a category no ticket uses, making room under the limit again', async () => {
    const created = (await postCategory('Temporary')).json<Category>();
    await deleteCategory(created.id);
    expect((await listCategories()).some((category) => category.id === created.id)).toBe(false);
  });

  it('refuses while tickets use the category, with 409', async () => {
    const created = (await postCategory('Used')).json<Category>();
    await fileTicket(created.id);
    const response = await ctx.admin.request({
      method: 'DELETE',
      url: `/api/categories/${created.id}`,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CATEGORY_IN_USE',
      error: 'Used is used by 1 ticket(s) and cannot be deleted',
    });
    expect((await listCategories()).some((category) => category.id === created.id)).toBe(true);
  });

  it('answers 404 for an unknown category and 403 to a manager', async () => {
    const unknown = await ctx.admin.request({
      method: 'DELETE',
      url: '/api/categories/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    const [fryer] = await listCategories();
    const manager = await ctx.manager.request({
      method: 'DELETE',
      url: `/api/categories/${fryer!.id}`,
    });
    expect(manager.statusCode).toBe(403);
    expect((await listCategories())[0]).toEqual(fryer);
  });
});
