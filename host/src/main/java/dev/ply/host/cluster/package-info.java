/**
 * Tournaments across machines: the {@link dev.ply.host.cluster.ClusterVenue} of a coordinator hands
 * games to {@code ply worker}s over Hazelcast, checks each worker (plugin jars by SHA-256, the
 * search signature) before it plays, and records each result once. Workers play the same {@link
 * dev.ply.host.tournament.GameTable} as the threads of one process.
 */
package dev.ply.host.cluster;
