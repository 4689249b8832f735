"use client";
import Link from "next/link";
import { usePathname } from "next/navigation";

/** "Sign in" that brings the visitor back to the page they were on (the sign-in action checks the path). */
export function SignInLink({ className, label }: { className?: string; label: string }) {
  const path = usePathname();
  const back =
    path && path !== "/" && !path.startsWith("/signin") && !path.startsWith("/register")
      ? `?next=${encodeURIComponent(path)}`
      : "";
  return (
    <Link href={`/signin${back}`} className={className} prefetch={false}>
      {label}
    </Link>
  );
}
