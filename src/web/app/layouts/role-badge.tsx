// The badge is shared with the features (a comment's author); it lives in src/web/components.
export { RoleBadge } from '#web/components/role-badge.tsx';
