from fastapi import FastAPI, HTTPException
from fastapi.responses import FileResponse

app = FastAPI()

@app.get("/exports/{filename}")
async def export(filename: str):
    return FileResponse(f"/srv/exports/{filename}")
