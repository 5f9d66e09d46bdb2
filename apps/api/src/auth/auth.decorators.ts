import { SetMetadata, createParamDecorator } from '@nestjs/common';
import type { ExecutionContext } from '@nestjs/common';
import type { ParleyRequest, RequestUser } from '../http/request-context';

export const PUBLIC_ROUTE = 'parley:public-route';
export const BEARER_ALLOWED = 'parley:bearer-allowed';

/**
 * Open without a session; a session, when present, still fills in request.user.
 * `@Public(false)` on a method closes it again inside a public controller.
 */
export const Public = (open = true) => SetMetadata(PUBLIC_ROUTE, open);

/** Also open to assistants holding an access token from Parley's OAuth server. */
export const AllowBearer = () => SetMetadata(BEARER_ALLOWED, true);

/** The signed-in user; only on routes the session guard protects. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): RequestUser => {
    const user = context.switchToHttp().getRequest<ParleyRequest>().user;
    if (!user) throw new Error('CurrentUser used on a public route');
    return user;
  },
);
