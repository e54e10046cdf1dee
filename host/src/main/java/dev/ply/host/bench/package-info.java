/**
 * The search signature: node counts of fixed searches on fixed positions that must not change by
 * accident (as Stockfish's {@code bench} signature), printed by {@code ply bench signature} and
 * compared by the cluster before a worker gets a game, so that every machine of a run searches
 * alike.
 */
package dev.ply.host.bench;
