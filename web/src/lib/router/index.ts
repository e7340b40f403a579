// The app's router: the little of a router the site needs (decision 013 measured react-router at
// 12.7 KB of the home page's gzipped first load; this is about 1.5 KB). Decision 013.
export { BrowserRouter, StaticRouter, useLocation, useNavigate, type Location } from './history';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
export { generatePath } from './route-patterns';
export { Outlet, Route, Routes, useParams } from './routes';
