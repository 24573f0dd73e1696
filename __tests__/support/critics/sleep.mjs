// Test critic: sleeps the given number of milliseconds, then prints a short review.
setTimeout(() => process.stdout.write('no new findings\n'), Number(process.argv[3] ?? '100'))
