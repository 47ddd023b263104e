// The counters feature's public face: the positioning screen's path.
export const COUNTER_POSITION_PATH = '/Positioningservice';
