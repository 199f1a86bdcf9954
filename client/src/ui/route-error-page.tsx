import { useRouteError } from 'react-router';
import { ErrorPage } from './error-page';
import { errorMessage } from './error-message';

/** The router's `errorElement`: catches failed lazy imports and rendering errors in any route. */
export function RouteErrorPage() {
  const error = useRouteError();
  return <ErrorPage message={errorMessage(error)} />;
}
