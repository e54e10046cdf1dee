/**
 * Runs: a config's plan expanded into a schedule kept in the store, played by a venue (threads of
 * this process, or a cluster), resumable at any point, paired by a format ({@link
 * dev.ply.host.tournament.Pairer}: round-robin, gauntlet, Swiss, knockout, a match), and stopped
 * early by a sequential test or by a game plugin's fault. {@link
 * dev.ply.host.tournament.RunLifecycle} gives every run its start, resume and final status.
 */
package dev.ply.host.tournament;
