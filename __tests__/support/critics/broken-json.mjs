// Test critic: claims JSON but prints a truncated object.
process.stdout.write('{"result": "unterminated')
