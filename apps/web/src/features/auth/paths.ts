/** Where the sign-in pages link to (§2.2, §7.1). */
export const REGISTER_SOURCE = 'GNEL';
/** `?source=groupPortal`: the visitor comes from the group portal, which has its own registration. */
export const GROUP_PORTAL_SOURCE = 'groupPortal';

export const AUTH_PATHS = {
  login: '/login/index',
  register: `/register/index?registerSource=${REGISTER_SOURCE}`,
  forgotPassword: '/forgetPassword/index',
  afterLogin: '/workbenches/newIndex',
  home: '/finance/home',
} as const;
