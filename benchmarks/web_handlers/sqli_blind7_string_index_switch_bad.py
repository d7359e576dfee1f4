from django.db import connection
from django.http import JsonResponse


def lookup(request):
    param = request.COOKIES.get("lookup", "")
    guess = "ABC"
    switch_target = guess[2]
    if switch_target == "A":
        bar = param
    elif switch_target == "B":
        bar = "bob"
    else:
        bar = param
    with connection.cursor() as cursor:
        cursor.execute("SELECT id FROM accounts WHERE name = '" + bar + "'")
        return JsonResponse({"rows": cursor.fetchall()})
