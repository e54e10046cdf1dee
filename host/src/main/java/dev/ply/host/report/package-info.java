/**
 * What people read of the recorded runs: standings text, the self-contained HTML report with its
 * plots and replays, and exports (CSV, JSON, PGN, SGF), all read through {@link
 * dev.ply.host.store.ResultReader}, never written.
 */
package dev.ply.host.report;
