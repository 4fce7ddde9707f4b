import { describePermissionMatrix } from './permission-matrix.ts';

// A quarter of the routes: the four parts run side by side (see permission-matrix.ts).
describePermissionMatrix(4, 4);
