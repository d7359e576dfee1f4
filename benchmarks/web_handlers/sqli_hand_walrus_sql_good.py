from django.db import connection
from django.http import JsonResponse

def by_tag(request):
    if (tag := request.GET.get("tag")):
        with connection.cursor() as cur:
            cur.execute("SELECT id FROM items WHERE tag = %s", [tag])
            return JsonResponse({"ids": [r[0] for r in cur.fetchall()]})
    return JsonResponse({"ids": []})
