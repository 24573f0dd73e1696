// Test critic: reports the argv, cwd and environment it received, as one JSON object.
process.stdout.write(JSON.stringify({ argv: process.argv.slice(2), cwd: process.cwd(), env: process.env }))
