import asyncio
from fastapi import FastAPI

app = FastAPI()

@app.get("/lookup/{domain}")
async def lookup(domain: str):
    proc = await asyncio.create_subprocess_shell(f"nslookup {domain}", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    return {"out": out.decode()}
