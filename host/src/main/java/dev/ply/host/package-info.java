/**
 * The host of Ply: loads game and strategy plugins, reads match and tournament files, referees and
 * records the games, and turns the records into standings, ratings and reports. Its packages, by
 * feature: {@code plugins}, {@code config}, {@code referee}, {@code isolation}, {@code tournament},
 * {@code cluster}, {@code store}, {@code rating}, {@code report}, {@code trace}, {@code bench},
 * {@code scaffold} and {@code cli}, which wires them.
 */
package dev.ply.host;
