/**
 * The asset host of the test API (its ASSET_HOST): its answers name pictures there. A module of its
 * own, so that a test setup can read it without loading the API.
 */
export const ASSET_HOST = 'http://assets.test';
