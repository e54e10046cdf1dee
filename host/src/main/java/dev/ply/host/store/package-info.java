/**
 * The results database behind two small interfaces: what a run writes ({@link
 * dev.ply.host.store.ResultStore}) and what standings, export and report read ({@link
 * dev.ply.host.store.ResultReader}); one JDBC implementation with a dialect for SQLite (the
 * default: a file for sqlite3, pandas and R) and PostgreSQL. One transaction per finished game.
 */
package dev.ply.host.store;
