package dev.ply.host.store;

/**
 * One tuned parameter as {@code tune_parameters} keeps it: fishtest's {@code
 * name,start,min,max,c_end,r_end}.
 */
public record TuneParameterRow(
    String name, double start, double min, double max, double cEnd, double rEnd) {}
