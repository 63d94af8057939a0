console.log('demo placeholder');
