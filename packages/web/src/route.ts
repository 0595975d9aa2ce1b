import { useEffect, useState } from 'react';

/** Pages live in the hash (#/table/abc?invite=x), so the server needs no fallback route. */
export type Route =
  | { readonly page: 'lobby' }
  | { readonly page: 'create'; readonly game: string }
  | { readonly page: 'table'; readonly id: string; readonly invite?: string }
  | { readonly page: 'rules'; readonly game: string }
  | { readonly page: 'replay'; readonly id: string }
  | { readonly page: 'replays' }
  | { readonly page: 'profile' };

export function parseRoute(hash: string): Route {
  const [path, search = ''] = hash.replace(/^#/, '').split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(search);
  switch (parts[0]) {
    case 'create':
      if (parts[1]) return { page: 'create', game: parts[1] };
      break;
    case 'table':
      if (parts[1]) return { page: 'table', id: parts[1], invite: params.get('invite') ?? undefined };
      break;
    case 'rules':
      if (parts[1]) return { page: 'rules', game: parts[1] };
      break;
    case 'replay':
      if (parts[1]) return { page: 'replay', id: parts[1] };
      break;
    case 'replays':
      return { page: 'replays' };
    case 'profile':
      return { page: 'profile' };
  }
  return { page: 'lobby' };
}

export function href(route: Route): string {
  switch (route.page) {
    case 'lobby':
      return '#/';
    case 'create':
      return `#/create/${encodeURIComponent(route.game)}`;
    case 'table':
      return `#/table/${encodeURIComponent(route.id)}${route.invite ? `?invite=${encodeURIComponent(route.invite)}` : ''}`;
    case 'rules':
      return `#/rules/${encodeURIComponent(route.game)}`;
    case 'replay':
      return `#/replay/${encodeURIComponent(route.id)}`;
    case 'replays':
      return '#/replays';
    case 'profile':
      return '#/profile';
  }
}

export const go = (route: Route): void => {
  location.hash = href(route);
};

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}
