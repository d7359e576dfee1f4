from django.contrib.auth.models import User
from django.http import JsonResponse

def lookup(request):
    username = request.GET.get("username", "")
    users = User.objects.raw("SELECT * FROM auth_user WHERE username = %s", [username])
    return JsonResponse({"ids": [u.pk for u in users]})
