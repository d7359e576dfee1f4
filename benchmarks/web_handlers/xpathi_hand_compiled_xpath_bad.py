from fastapi import FastAPI
from lxml import etree

app = FastAPI()
DOC = etree.parse("products.xml")

@app.get("/product/{pid}")
def product(pid: str):
    find = etree.XPath("//product[@id='" + pid + "']/name/text()")
    return {"names": [str(n) for n in find(DOC)]}
