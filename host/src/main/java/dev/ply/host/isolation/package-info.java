/**
 * Players outside the host's threads: a child JVM for a Ply strategy ({@code isolation: process}),
 * and programs that speak a protocol (Ply's line protocol, UCI, xboard, GTP), each started, read on
 * a thread of its own, capped in what it may log, and killed with its process tree when the referee
 * says so.
 */
package dev.ply.host.isolation;
